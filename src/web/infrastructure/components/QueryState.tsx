import { Button, Container, Skeleton, Stack, Text, Title, VisuallyHidden, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasStatus, problemMessage } from '../api/errors.ts';
import classes from './QueryState.module.css';

/** What QueryState reads of a query (TanStack Query's result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** An empty state's words: what will be here, and what to do next. */
export interface EmptyContent {
  title?: string;
  text: ReactNode;
  /** A link to where the next step is taken, or a control of the page's own. */
  action?: { label: string; to: string } | ReactNode;
}

const isLinkAction = (action: EmptyContent['action']): action is { label: string; to: string } =>
  typeof action === 'object' && action !== null && 'to' in action && 'label' in action;

/** Nothing to show yet: a short friendly line, and the way forward when there is one. */
export function EmptyState({ title, text, action }: EmptyContent) {
  return (
    <Stack className={classes.empty} gap="xs" align="center">
      {title && (
        <Title order={3} size="h4">
          {title}
        </Title>
      )}
      <Text c="dimmed" maw="32rem">
        {text}
      </Text>
      {isLinkAction(action) ? (
        <Button component={Link} to={action.to} mt="xs">
          {action.label}
        </Button>
      ) : (
        action
      )}
    </Stack>
  );
}

/** Grey lines in the place of a list, `rows` high at `height` each: the final list's space, kept. */
export function LinesSkeleton({ rows = 3, height = 20, gap = 'sm' }: { rows?: number; height?: number; gap?: string }) {
  return (
    <Stack gap={gap}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} width={i === rows - 1 && rows > 1 ? '70%' : '100%'} radius="sm" />
      ))}
    </Stack>
  );
}

/** A wait named for screen readers, in grey shapes of what comes (also a Suspense fallback's). */
export function LoadingState({ label, skeleton }: { label: string; skeleton?: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden>{skeleton ?? <LinesSkeleton />}</div>
    </div>
  );
}

/** The request failed: what went wrong, and Try again when asking again may help. */
export function QueryError({ message, onRetry, retrying = false }: { message: string; onRetry?: () => unknown; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Text role="alert">{message}</Text>
      {onRetry && (
        <Button variant="default" size="xs" onClick={() => onRetry()} loading={retrying}>
          {t('shell.tryAgain')}
        </Button>
      )}
    </Stack>
  );
}

/** A screen that cannot be shown: its heading, then why (or the problem is the heading), and a way on. */
export function PageProblem({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{heading}</Title>
        {children}
      </Stack>
    </Container>
  );
}

/** A page's shape while it loads: its heading and the line under it in grey, over the body's own shapes. */
export function PageSkeleton({ size = 'md', children }: { size?: ContainerProps['size']; children: ReactNode }) {
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Skeleton height={36} width="60%" radius="sm" />
          <Skeleton height={20} width="40%" radius="sm" />
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Names the wait for screen readers ('Loading your tickets'). */
  loadingLabel: string;
  /** Grey shapes of what comes, in the space it will take (no shift when it arrives); a few lines by default. */
  skeleton?: ReactNode;
  /** What the error says; the request's own problem by default. */
  errorMessage?: string;
  /** The screen's own frame around the error (a page and its title), for content that brings its own; `message` is what the error says. */
  errorFrame?: (error: ReactNode, message: string) => ReactNode;
  /** Whether the answer has nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: EmptyContent;
  children: (data: T) => ReactNode;
}

/**
 * A query's four states in one place: a skeleton while it loads, the error with Try again
 * when it failed (what was read before stays shown instead), the empty state when the
 * answer holds nothing, and the content.
 */
export function QueryState<T>({ query, loadingLabel, skeleton, errorMessage, errorFrame, isEmpty, empty, children }: QueryStateProps<T>) {
  const { data } = query;
  if (data === undefined) {
    if (query.isError) {
      const message = errorMessage ?? problemMessage(query.error);
      // Asking again for what is not there, or not allowed, brings the same answer.
      const retry = hasStatus(query.error, 403, 404) ? undefined : query.refetch;
      const error = <QueryError message={message} onRetry={retry} retrying={query.isFetching} />;
      return errorFrame ? <>{errorFrame(error, message)}</> : error;
    }
    return <LoadingState label={loadingLabel} skeleton={skeleton} />;
  }
  if (empty && isEmpty?.(data)) return <EmptyState {...empty} />;
  return <>{children(data)}</>;
}
