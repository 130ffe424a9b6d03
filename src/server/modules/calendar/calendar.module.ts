import type { BotLanguage } from '../../../shared/api/bots.js';
import { createSecretBox } from '../../platform/crypto/secret-box.js';
import type { JobDefinition } from '../../platform/jobs/jobs.js';
import type { Platform } from '../../platform/platform.js';
import type { SettingsService } from '../settings/settings.service.js';
import { calendarJobs, SYNC_DUE_CRON } from './calendar.jobs.js';
import { createCalendarRepo } from './calendar.repo.js';
import { createCalendarService, SYNC_DUE_JOB, type CalendarService } from './calendar.service.js';
import { createOAuthClient } from './oauth.js';
import { createScheduler, type BotDispatcher, type Scheduler } from './scheduler.js';
import { createSync, type Sync } from './sync.js';

export type { BotDispatcher };

export interface CalendarModule {
  service: CalendarService;
  scheduler: Scheduler;
  sync: Sync;
  jobs: JobDefinition<never>[];
}

export interface CalendarOptions {
  /** How long Refresh waits for its syncs. */
  refreshWaitMs?: number;
}

/** The calendar module's parts, built once by the composition root. */
export function createCalendarModule(
  deps: { platform: Platform; settings: Pick<SettingsService, 'get'>; dispatcher: BotDispatcher | undefined },
  options: CalendarOptions = {},
): CalendarModule {
  const { config, database, jobs, log } = deps.platform;
  const repo = createCalendarRepo(database.db);
  const box = createSecretBox(config.secretKey, 'calendar-tokens');
  const oauth = createOAuthClient(config);
  const languageOf = async (userId: string): Promise<BotLanguage> =>
    (await deps.settings.get(userId)).language === 'en' ? 'en-US' : 'id-ID';
  const scheduler = createScheduler({ repo, jobs, dispatcher: deps.dispatcher, languageOf, log });
  const sync = createSync({ repo, scheduler, oauth, box, config, log });
  const service = createCalendarService({
    repo,
    sync,
    scheduler,
    oauth,
    box,
    jobs,
    config,
    log,
    ...(options.refreshWaitMs ? { refreshWaitMs: options.refreshWaitMs } : {}),
  });
  jobs.schedule(SYNC_DUE_JOB, SYNC_DUE_CRON);
  return {
    service,
    scheduler,
    sync,
    jobs: calendarJobs({ sync, service, scheduler, syncMinutes: config.calendar.syncMinutes }),
  };
}
