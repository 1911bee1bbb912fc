import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** Mantine's modal manager; its listeners are in place when onReady runs (children's effects run first). */
export default function ModalsHost({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return <ModalsProvider>{null}</ModalsProvider>;
}
