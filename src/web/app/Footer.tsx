import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../infrastructure/api/config.ts';
import { LanguagePicker } from '../infrastructure/components/LanguagePicker.tsx';
import classes from './Footer.module.css';

/** The footer's links; each label is its catalogue key (src/domain/i18n). */
const FOOTER_LINKS = [
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/about', label: 'footer.contact' },
  { to: '/feedback', label: 'footer.feedback' },
  { to: '/developers', label: 'footer.developers' },
];

export function Footer() {
  const { data: config } = usePublicConfig();
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="xs" align="center">
          <Group component="nav" aria-label={t('footer.label')} gap="lg" justify="center">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            {t('footer.builtBy', { campus: config?.campusName ?? t('footer.ourCollege') })}
          </Text>
          <LanguagePicker />
        </Stack>
      </Container>
    </footer>
  );
}
