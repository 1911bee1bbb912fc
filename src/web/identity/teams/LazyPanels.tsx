import { lazy } from 'react';

/**
 * The team panel (its form, its schema, its dialogs) and the club's profile, loaded when
 * they are first rendered: only for the club's owner, so everyone else who opens the club's
 * page never downloads them. The caller holds them in a Suspense.
 */
export const TeamPanel = lazy(() => import('./TeamPanel.tsx').then((m) => ({ default: m.TeamPanel })));
export const ClubProfilePanel = lazy(() => import('./ClubProfilePanel.tsx').then((m) => ({ default: m.ClubProfilePanel })));
