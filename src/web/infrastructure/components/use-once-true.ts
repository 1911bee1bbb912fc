import { useState } from 'react';

/**
 * False until `value` is first true, then true for good: a part loaded on first use
 * (the phone menu, the route-change overlay) stays mounted, so it can still animate out.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
