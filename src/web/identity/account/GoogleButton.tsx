import { IconBrandGoogle } from '@tabler/icons-react';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { ProviderButton, type ProviderButtonProps } from './ProviderButton.tsx';

/** "Continue with Google": shown only when the server has Google credentials (GET /api/config). */
export function GoogleButton(props: ProviderButtonProps) {
  const config = usePublicConfig();
  if (!config.data?.googleSignIn) return null;
  return <ProviderButton provider="google" icon={<IconBrandGoogle size={18} aria-hidden />} {...props} />;
}
