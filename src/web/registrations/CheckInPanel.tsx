import { Alert, Button, Card, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { MSG } from '../../domain/messages.ts';
import type { RegistrationView } from '../../domain/responses/registrations.ts';
import { ApiError } from '../api/errors.ts';
import { useCheckInTicket } from './api.ts';

const QrScanner = lazy(() => import('./QrScanner.tsx'));

export type CheckInResult = { tone: 'green' | 'orange' | 'red'; message: string };

export function formatClock(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** Turns a check-in answer into what the person at the door needs to read. */
export function describeCheckIn(result: RegistrationView | ApiError, name?: string): CheckInResult {
  if (!(result instanceof ApiError)) return { tone: 'green', message: `Checked in: ${result.name}` };
  if (result.code === 'ALREADY_CHECKED_IN') {
    const at = result.fields.checkedInAt ? ` at ${formatClock(result.fields.checkedInAt)}` : '';
    return { tone: 'orange', message: `${name ?? 'This ticket'} was already checked in${at}.` };
  }
  return { tone: 'red', message: result.message };
}

/** Check-in mode: scan a ticket with the camera, or type its code (USB scanners type too). */
export function CheckInPanel({ eventId, onResult }: { eventId: string; onResult: (r: CheckInResult) => void }) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const checkIn = useCheckInTicket(eventId);
  const submitCode = useCallback(
    (ticket: string) => {
      if (!ticket.trim()) return;
      checkIn.mutate(ticket.trim(), {
        onSuccess: (r) => onResult(describeCheckIn(r)),
        onError: (e) => onResult(e instanceof ApiError ? describeCheckIn(e) : { tone: 'red', message: MSG.fetchEventDataFailed }),
      });
      setCode('');
    },
    [checkIn, onResult],
  );

  return (
    <Card withBorder component="section" aria-labelledby="check-in-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="check-in-heading">
          Check-in
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submitCode(code);
          }}
        >
          <Group align="flex-end">
            <TextInput label="Ticket code" value={code} onChange={(e) => setCode(e.currentTarget.value)} style={{ flex: 1 }} autoComplete="off" />
            <Button type="submit" loading={checkIn.isPending}>
              Check in ticket
            </Button>
          </Group>
        </form>
        <div>
          <Button variant="light" onClick={() => setCamera((c) => !c)}>
            {camera ? 'Stop camera' : 'Scan with camera'}
          </Button>
        </div>
        {camera && (
          <Suspense fallback={<Loader aria-label="Starting the camera" />}>
            <QrScanner onCode={submitCode} />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}

export function CheckInResultAlert({ result }: { result: CheckInResult | null }) {
  if (!result) return null;
  return (
    <Alert color={result.tone} role="status" aria-live="polite">
      {result.message}
    </Alert>
  );
}
