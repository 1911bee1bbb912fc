import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { problemMessage } from '../../../infrastructure/api/errors.ts';
import { FormError } from '../../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../../infrastructure/components/notify.ts';
import { useConfirmSeat } from '../api.ts';
import { useCampusZone } from './clock.ts';
import { useRegistrationWords } from './words.ts';

interface ConfirmSeatProps {
  registrationId: string;
  offerExpiresAt?: string | null;
  /** Arrived by the offer e-mail's link (?claim=1): the button is brought into view and focused. */
  focus?: boolean;
}

/**
 * The offered seat's prominent "Confirm my seat" (POST /api/registrations/:id/confirm) and
 * its deadline. Confirmed, the pages read the registration again and show the ticket; too
 * late (409), the server's own words say so.
 */
export function ConfirmSeat({ registrationId, offerExpiresAt, focus = false }: ConfirmSeatProps) {
  const zone = useCampusZone();
  const { t, confirmBy } = useRegistrationWords();
  const confirm = useConfirmSeat();
  const [problem, setProblem] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focus || !button.current) return;
    button.current.scrollIntoView?.({ block: 'center' });
    button.current.focus();
  }, [focus]);

  const onConfirm = () => {
    setProblem(null);
    confirm.mutate(registrationId, {
      onSuccess: () => notifySuccess(t('msg:seatConfirmed')),
      onError: (error) => setProblem(problemMessage(error)),
    });
  };

  return (
    <Stack gap={6} align="flex-start">
      <Button ref={button} size="md" onClick={onConfirm} loading={confirm.isPending} disabled={confirm.isSuccess}>
        {t('register.confirmSeat')}
      </Button>
      {offerExpiresAt && (
        <Text size="sm" fw={500}>
          {confirmBy(offerExpiresAt, zone)}
        </Text>
      )}
      <FormError message={problem} />
    </Stack>
  );
}
