import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_USN_PATTERN } from '../domain/schemas/fields.ts';
import { DEFAULT_CAMPUS_ACCENT } from '../domain/accent.ts';
import { ConfigError, configNotices, loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'quad-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), CAMPUS_TIME_ZONE: 'UTC', ...env } as NodeJS.ProcessEnv);

describe('CAMPUS_TIME_ZONE', () => {
  it('is the zone configured, whatever the machine says', () => {
    expect(load({ CAMPUS_TIME_ZONE: 'Asia/Kolkata', TZ: 'Europe/Berlin' })).toMatchObject({ campusTimeZone: 'Asia/Kolkata', campusTimeZoneUnset: false });
    // UTC chosen on purpose is a choice, not a gap.
    expect(load({ CAMPUS_TIME_ZONE: 'UTC', TZ: 'UTC' })).toMatchObject({ campusTimeZone: 'UTC', campusTimeZoneUnset: false });
  });

  it("is the machine's zone when none is configured and the machine is not on UTC", () => {
    expect(load({ CAMPUS_TIME_ZONE: '', TZ: 'Asia/Kolkata' })).toMatchObject({ campusTimeZone: 'Asia/Kolkata', campusTimeZoneUnset: false });
    expect(load({ CAMPUS_TIME_ZONE: '', TZ: ':America/New_York' })).toMatchObject({ campusTimeZone: 'America/New_York', campusTimeZoneUnset: false });
  });

  it('falls back to UTC, flagged as unset, when neither says, and the start-up log says so', () => {
    for (const TZ of ['UTC', 'Etc/UTC', 'GMT']) {
      const config = load({ CAMPUS_TIME_ZONE: '', TZ });
      expect(config).toMatchObject({ campusTimeZone: 'UTC', campusTimeZoneUnset: true });
      expect(configNotices(config)).toEqual([
        "CAMPUS_TIME_ZONE is unset and this machine is on UTC: every time shows in UTC. Set CAMPUS_TIME_ZONE to the campus's zone, such as Asia/Kolkata.",
      ]);
    }
    expect(configNotices(load({ CAMPUS_TIME_ZONE: 'UTC' }))).toEqual([]);
  });

  it('stops the start-up for a zone that does not exist', () => {
    expect(() => load({ CAMPUS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/CAMPUS_TIME_ZONE: "Mars\/Olympus" is not an IANA time zone/);
  });
});

describe('USN_PATTERN', () => {
  it('defaults to 3 to 20 letters, digits and hyphens with a digit', () => {
    expect(load({}).usnPattern).toBe(DEFAULT_USN_PATTERN);
    expect(load({ USN_PATTERN: '' }).usnPattern).toBe(DEFAULT_USN_PATTERN);
  });

  it("takes a campus's own pattern", () => {
    expect(load({ USN_PATTERN: '1RV\\d{2}[A-Z]{2}\\d{3}' }).usnPattern).toBe('1RV\\d{2}[A-Z]{2}\\d{3}');
  });

  it('stops the start-up for a pattern that is no regular expression, saying which and why', () => {
    expect(() => load({ USN_PATTERN: '1RV[' })).toThrow(ConfigError);
    expect(() => load({ USN_PATTERN: '1RV[' })).toThrow(/USN_PATTERN: "1RV\[" is not a regular expression .*: Unterminated character class/);
  });
});

describe('CHECK_IN_OPENS_HOURS', () => {
  it('defaults to 12 hours', () => {
    expect(load({}).checkInOpensHours).toBe(12);
    expect(load({ CHECK_IN_OPENS_HOURS: '' }).checkInOpensHours).toBe(12);
  });

  it('takes a whole number of hours from 0 to 168', () => {
    expect(load({ CHECK_IN_OPENS_HOURS: '0' }).checkInOpensHours).toBe(0);
    expect(load({ CHECK_IN_OPENS_HOURS: '2' }).checkInOpensHours).toBe(2);
    expect(load({ CHECK_IN_OPENS_HOURS: ' 36 ' }).checkInOpensHours).toBe(36);
    expect(load({ CHECK_IN_OPENS_HOURS: '168' }).checkInOpensHours).toBe(168);
  });

  it.each(['169', '-1', '1.5', '1e1', 'twelve', '0x10', '1000'])('stops the start-up for %j, saying which and why', (value) => {
    expect(() => load({ CHECK_IN_OPENS_HOURS: value })).toThrow(ConfigError);
    expect(() => load({ CHECK_IN_OPENS_HOURS: value })).toThrow(/CHECK_IN_OPENS_HOURS: ".*" is not a whole number of hours from 0 to 168/);
  });
});

describe('CAMPUS_OIDC_* and CAMPUS_SSO_ONLY', () => {
  const campus = { CAMPUS_OIDC_ISSUER: 'https://login.univ.edu/realms/students', CAMPUS_OIDC_CLIENT_ID: 'quad', CAMPUS_OIDC_CLIENT_SECRET: 's3cret' };

  it('has no campus sign-in unless issuer, client id and secret are set', () => {
    expect(load({}).campus).toBeUndefined();
    expect(load({ CAMPUS_OIDC_NAME: 'RVCE', CAMPUS_OIDC_USN_CLAIM: 'usn', CAMPUS_SSO_ONLY: 'false' }).campus).toBeUndefined();
  });

  it('takes the provider with its name (CAMPUS_NAME when unnamed), the USN claim and SSO-only', () => {
    expect(load({ ...campus, CAMPUS_NAME: 'RV College' }).campus).toEqual({ issuer: campus.CAMPUS_OIDC_ISSUER, clientId: 'quad', clientSecret: 's3cret', name: 'RV College', usnClaim: undefined, ssoOnly: false });
    expect(load({ ...campus, CAMPUS_OIDC_NAME: ' RVCE ', CAMPUS_OIDC_USN_CLAIM: 'employeeNumber', CAMPUS_SSO_ONLY: 'TRUE' }).campus).toMatchObject({ name: 'RVCE', usnClaim: 'employeeNumber', ssoOnly: true });
    expect(load({ ...campus, CAMPUS_SSO_ONLY: '' }).campus?.ssoOnly).toBe(false);
  });

  it('stops the start-up for CAMPUS_SSO_ONLY=true without a campus provider: nobody could sign up as a student', () => {
    expect(() => load({ CAMPUS_SSO_ONLY: 'true' })).toThrow(ConfigError);
    expect(() => load({ CAMPUS_SSO_ONLY: 'true' })).toThrow(/CAMPUS_SSO_ONLY: true needs the campus sign-in: set CAMPUS_OIDC_ISSUER, CAMPUS_OIDC_CLIENT_ID and CAMPUS_OIDC_CLIENT_SECRET/);
    expect(() => load({ CAMPUS_SSO_ONLY: 'true', CAMPUS_OIDC_ISSUER: campus.CAMPUS_OIDC_ISSUER })).toThrow(/must be set together/);
  });

  it.each(['yes', '1', 'on'])('stops the start-up for CAMPUS_SSO_ONLY=%j', (value) => {
    expect(() => load({ ...campus, CAMPUS_SSO_ONLY: value })).toThrow(/CAMPUS_SSO_ONLY: CAMPUS_SSO_ONLY must be true or false/);
  });

  it('stops the start-up for a partial provider or an issuer that is no URL', () => {
    expect(() => load({ ...campus, CAMPUS_OIDC_CLIENT_SECRET: '' })).toThrow(/CAMPUS_OIDC_ISSUER, CAMPUS_OIDC_CLIENT_ID and CAMPUS_OIDC_CLIENT_SECRET must be set together/);
    expect(() => load({ ...campus, CAMPUS_OIDC_ISSUER: 'login.univ.edu' })).toThrow(/CAMPUS_OIDC_ISSUER: "login.univ.edu" is not an issuer URL/);
  });
});

describe('the campus office settings', () => {
  it('default to no approval, requeued edits and places typed as text', () => {
    const config = load({});
    expect(config.eventApproval).toEqual({ required: false, requeueEdits: true });
    expect(config.venueFreeText).toBe(true);
    expect(load({ EVENT_APPROVAL: 'required', EVENT_APPROVAL_EDITS: 'keep', VENUE_FREE_TEXT: 'never' })).toMatchObject({
      eventApproval: { required: true, requeueEdits: false }, venueFreeText: false,
    });
  });

  it('stop the start-up for a value they do not know, saying which', () => {
    expect(() => load({ EVENT_APPROVAL: 'yes' })).toThrow(/EVENT_APPROVAL must be 'off' or 'required'/);
    expect(() => load({ EVENT_APPROVAL_EDITS: 'sometimes' })).toThrow(/EVENT_APPROVAL_EDITS must be 'requeue' or 'keep'/);
    expect(() => load({ VENUE_FREE_TEXT: 'maybe' })).toThrow(/VENUE_FREE_TEXT must be 'allowed' or 'never'/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts the forwarded address only when set to true', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({}).trustProxy).toBe(false);
  });
});

describe('CAMPUS_ACCENT', () => {
  it("is the campus's hex colour, written out in lower case, or Quad's own when unset", () => {
    expect(load({ CAMPUS_ACCENT: '#C2255C' }).campusAccent).toBe('#c2255c');
    expect(load({ CAMPUS_ACCENT: '#fa0' }).campusAccent).toBe('#ffaa00');
    expect(load({}).campusAccent).toBe(DEFAULT_CAMPUS_ACCENT);
    expect(load({ CAMPUS_ACCENT: '' }).campusAccent).toBe(DEFAULT_CAMPUS_ACCENT);
  });

  it('stops the start-up for anything but a hex colour', () => {
    expect(() => load({ CAMPUS_ACCENT: 'teal' })).toThrow(/CAMPUS_ACCENT must be a hex colour/);
    expect(() => load({ CAMPUS_ACCENT: '#12345' })).toThrow(/CAMPUS_ACCENT must be a hex colour/);
  });
});
