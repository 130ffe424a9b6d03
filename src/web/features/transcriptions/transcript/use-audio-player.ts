import { useCallback, useEffect, useRef, useState } from 'react';
import { activeSegmentIndex, type TimedSegment } from '../segments';

export interface AudioPlayerControls {
  ref: (el: HTMLAudioElement | null) => void;
  /** Index of the segment at the playback position, -1 before the first. */
  active: number;
  /** Jumps to `seconds` and plays (a user's click, so the browser allows it). */
  seek: (seconds: number) => void;
  onTimeUpdate: () => void;
  onPlay: () => void;
}

/**
 * Links the native player to the transcript. Only the current segment's index is state, and it changes only when
 * playback crosses into another segment: `timeupdate` fires ~4 times a second and must not re-render the page.
 * Nothing is current until the user plays or seeks: at 0:00 on load the first row would otherwise light up and
 * scroll the page down to itself.
 */
export function useAudioPlayer(segments: readonly TimedSegment[]): AudioPlayerControls {
  const audio = useRef<HTMLAudioElement | null>(null);
  const segs = useRef(segments);
  const engaged = useRef(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    segs.current = segments;
    if (audio.current && engaged.current) setActive(activeSegmentIndex(segments, audio.current.currentTime));
  }, [segments]);

  const onTimeUpdate = useCallback(() => {
    const el = audio.current;
    if (el && engaged.current) setActive(activeSegmentIndex(segs.current, el.currentTime));
  }, []);

  const onPlay = useCallback(() => {
    engaged.current = true;
    onTimeUpdate();
  }, [onTimeUpdate]);

  const seek = useCallback((seconds: number) => {
    const el = audio.current;
    if (!el) return;
    engaged.current = true;
    el.currentTime = seconds;
    setActive(activeSegmentIndex(segs.current, seconds));
    // play() rejects when the source cannot play (a broken file): the native controls show that state themselves.
    el.play().catch(() => undefined);
  }, []);

  const ref = useCallback((el: HTMLAudioElement | null) => {
    audio.current = el;
  }, []);

  return { ref, active, seek, onTimeUpdate, onPlay };
}
