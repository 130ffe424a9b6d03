import { useEffect, useRef } from 'react';
import { useSettings, useUpdateSettings } from './api';

/**
 * Once per signed-in visit, tell the server this browser's time zone when it differs from the saved one: what the
 * server starts without a browser (a bot sent from the calendar) dates its minutes and title in it.
 */
export function useReportTimeZone() {
  const { data } = useSettings();
  const { mutate } = useUpdateSettings();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !data) return;
    reported.current = true;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Nothing to say to the user if this fails: the next visit tries again.
    if (timeZone && timeZone !== data.timeZone) mutate({ timeZone });
  }, [data, mutate]);
}
