/** The day a piece of feedback was given, as the feedback lists show it. */
export const formatFeedbackDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
