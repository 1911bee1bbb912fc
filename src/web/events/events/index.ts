// The events feature as the rest of the web app sees it (eslint.config.js: only through here).
export { filtersFromSearch, FOR_YOU_VIEW, NO_FILTERS, useDeleteEvent, useEvent, useForYouEvents, useRefreshEvent, useUpcomingEvents, type EventFilters } from './api.ts';
export { EventFacts } from './EventFacts.tsx';
export { EventImage } from './EventImage.tsx';
export { EventSkeleton } from './EventSkeleton.tsx';
export { EventHeading, EventSummary } from './EventSummary.tsx';
export { EventTags } from './EventTags.tsx';
export { EventOutcomes } from './EventOutcomes.tsx';
export { EventWhen } from './EventWhen.tsx';
export { AddToCalendarLink, EventNameLink, useContentLang } from './EventLinks.tsx';
export { OrganizerName } from './OrganizerName.tsx';
export { RegistrationCount, useCountsInWords } from './RegistrationCount.tsx';
export { useLiveCounts } from './live.ts';
export { useEventTypeName } from './event-type-name.ts';
