import { expect, type Page } from '@playwright/test';

let n = 0;
/** A Google address no other test uses. */
export function googleEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${(n++).toString(36)}@gmail.test`;
}

/** On the stand-in Google's sign-in page (another origin): choose the account and continue. */
export async function chooseGoogleAccount(page: Page, email: string, name?: string) {
  await expect(page.getByRole('heading', { name: 'Sign in to continue to Quad' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  if (name) await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** On the stand-in Google's sign-in page: give up. */
export async function cancelAtGoogle(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign in to continue to Quad' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
}
