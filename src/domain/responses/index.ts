/**
 * Every JSON answer of API.md, declared once: the server serializes and documents
 * (OpenAPI) with these schemas, presenters return their types, and the web app reads
 * the same types.
 */
export * from './accounts.ts';
export * from './calendar.ts';
export * from './oembed.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './feedback.ts';
export * from './health.ts';
export * from './images.ts';
export * from './live.ts';
export * from './organizers.ts';
export * from './registrations.ts';
export * from './sessions.ts';
export * from './push.ts';
export * from './webhooks.ts';
