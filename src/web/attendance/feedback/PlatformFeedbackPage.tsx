import { Paper, Text } from '@mantine/core';
import { Page } from '../../infrastructure/components/Page.tsx';
import { useSubmitPlatformFeedback } from './api.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import { feedbackProblem } from './submit-errors.ts';

/** Feedback and suggestions about Quad itself. */
export function PlatformFeedbackPage() {
  const submit = useSubmitPlatformFeedback();
  return (
    <Page title="Feedback" heading="Feedback and suggestions" size="sm">
      <Text>Tell us what works, what does not, and what Quad should do next.</Text>
      <Paper withBorder p="lg">
        <FeedbackForm
          again
          onSubmit={async (values) => {
            try {
              return await submit.mutateAsync(values);
            } catch (error) {
              throw feedbackProblem(error);
            }
          }}
        />
      </Paper>
    </Page>
  );
}
