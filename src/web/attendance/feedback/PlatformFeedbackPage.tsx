import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../infrastructure/components/Page.tsx';
import { useSubmitPlatformFeedback } from './api.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import { feedbackProblem } from './submit-errors.ts';

/** Feedback and suggestions about Quad itself. */
export function PlatformFeedbackPage() {
  const { t } = useTranslation();
  const submit = useSubmitPlatformFeedback();
  return (
    <Page title={t('club.fb.title')} heading={t('club.fb.platformHeading')} size="sm">
      <Text>{t('club.fb.platformIntro')}</Text>
      <Paper withBorder p="lg">
        <FeedbackForm
          again
          onSubmit={async (values) => {
            try {
              return await submit.mutateAsync(values);
            } catch (error) {
              throw feedbackProblem(error, t('msg:errorSubmittingFeedback'));
            }
          }}
        />
      </Paper>
    </Page>
  );
}
