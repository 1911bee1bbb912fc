import { Paper, Text } from '@mantine/core';
import { api } from '../api/client.ts';
import { Page } from '../components/Page.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { feedbackProblem } from './submit-errors.ts';

/** Feedback and suggestions about Quad itself. */
export function PlatformFeedbackPage() {
  return (
    <Page title="Feedback" heading="Feedback and suggestions" size="sm">
      <Text>Tell us what works, what does not, and what Quad should do next.</Text>
      <Paper withBorder p="lg">
        <FeedbackForm
          onSubmit={async (values) => {
            try {
              await api.post('/api/feedback', values);
            } catch (error) {
              throw feedbackProblem(error);
            }
          }}
        />
      </Paper>
    </Page>
  );
}
