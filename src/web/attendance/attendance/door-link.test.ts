import { describe, expect, it } from 'vitest';
import { readDoorLink } from './door-link.ts';

describe('reading the door screen’s link', () => {
  it('takes the event and the code from the link, whatever the origin', () => {
    expect(readDoorLink('https://quad.campus.edu/events/e%201/check-in?code=ABCDEFGHJK')).toEqual({ eventId: 'e 1', code: 'ABCDEFGHJK' });
    expect(readDoorLink('http://10.0.0.5:3000/events/e1/check-in?code=ZZ')).toEqual({ eventId: 'e1', code: 'ZZ' });
  });

  it('refuses anything else: a ticket code, another page, a link without a code, a broken escape', () => {
    expect(readDoorLink('e1_1RV22CS001')).toBeNull();
    expect(readDoorLink('https://quad.campus.edu/events/e1')).toBeNull();
    expect(readDoorLink('https://quad.campus.edu/events/e1/check-in')).toBeNull();
    expect(readDoorLink('https://quad.campus.edu/events/%E0%A4%A/check-in?code=A')).toBeNull();
  });
});
