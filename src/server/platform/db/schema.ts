// The one list of tables, for drizzle-kit and the typed client. Each module owns its table file.
export * from '../auth/auth.schema.js';
export * from '../../modules/content/content.schema.js';
export * from '../../modules/settings/settings.schema.js';
export * from '../../modules/transcriptions/transcriptions.schema.js';
export * from '../../modules/recording/recording.schema.js';
export * from '../http/rate-limit.schema.js';
export * from '../../modules/summaries/summaries.schema.js';
export * from '../../modules/speech/speech.schema.js';
export * from '../../modules/bot/bot.schema.js';
export * from '../../modules/calendar/calendar.schema.js';
