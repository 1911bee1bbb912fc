import { describe, expect, it } from 'vitest';
import { isSemester, registrationFromProfile } from './field-rules.ts';
import { z } from 'zod';
import { MSG } from './messages.ts';
import { organizerSignupSchema, studentSignupSchema, studentSignupSchemaFor } from './schemas/account.ts';
import {
  DEFAULT_USN_PATTERN, isPhoneNumber, isUsn, optionalPhoneField, phoneField, semesterField, usnField, usnRegExp,
} from './schemas/fields.ts';
import { describeIssues } from './schemas/issues.ts';
import { organizerProfileSchema, studentProfileSchema, studentProfileSchemaFor } from './schemas/profile.ts';
import {
  registrationInputSchema, registrationInputSchemaFor, registrationPatchSchema, registrationPatchSchemaFor,
} from './schemas/registration.ts';

/** The one message a field gives for `value`, or null when it passes. */
function problem(schema: z.ZodType, value: unknown): string | null {
  const result = z.object({ field: schema }).safeParse(value === undefined ? {} : { field: value });
  return result.success ? null : describeIssues(result.error.issues).fields.field ?? null;
}

describe('semesterField', () => {
  const semester = semesterField(MSG.fillAllFields);

  it('takes a whole number from 1 to 8, as a number or as text, and gives its plain text', () => {
    for (const [value, stored] of [[1, '1'], [8, '8'], ['3', '3'], [' 5 ', '5'], ['07', '7']] as const) {
      expect(semester.parse(value)).toBe(stored);
    }
  });

  it("refuses anything else with 'Semester must be a number from 1 to 8'", () => {
    for (const value of ['twelve', 0, 9, '0', '9', '12', 2.5, '2.5', '3.0', '1e0', '0x3', '+3', '-1', -1, Number.NaN, Infinity, true, {}, []]) {
      expect(problem(semester, value), String(value)).toBe(MSG.semesterRange);
    }
  });

  it("gives the form's required message when blank or missing", () => {
    for (const value of [undefined, null, '', '   ']) expect(problem(semester, value)).toBe(MSG.fillAllFields);
    expect(problem(semesterField(MSG.fillAllRequiredFields), '')).toBe(MSG.fillAllRequiredFields);
  });
});

describe('phone', () => {
  it('takes 7 to 15 digits with an optional leading + and spaces, hyphens, dots or parentheses', () => {
    for (const phone of ['9876543', '9876543210', '+91 98765 43210', '080 2345 6789', '(080) 2345-6789', '+1 (555) 123.4567', '123456789012345', '+123456789012345']) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it('refuses too few or too many digits, letters, a + elsewhere and other characters', () => {
    for (const phone of ['12', '123456', '1234567890123456', '98765abcde', '98765 43210 ext 5', '98+76543210', '++919876543210', '-9876543210', '9876543210-', '98765_43210', '98765/43210', '', '+', '1'.repeat(7) + ' '.repeat(30)]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });

  it("is required for students: the form's message when blank, 'Enter a phone number with 7 to 15 digits' when wrong", () => {
    const phone = phoneField(MSG.fillAllFields);
    for (const value of [undefined, null, '', '  ']) expect(problem(phone, value)).toBe(MSG.fillAllFields);
    expect(problem(phone, '12')).toBe(MSG.phoneInvalid);
    expect(problem(phone, 12)).toBe(MSG.phoneInvalid);
    expect(phone.parse('  +91 98765 43210 ')).toBe('+91 98765 43210');
    expect(phone.parse(9876543210)).toBe('9876543210');
  });

  it('is optional for organizers, but a phone number when given', () => {
    const phone = optionalPhoneField();
    for (const value of [undefined, null, '', '  ']) expect(z.object({ phone }).parse(value === undefined ? {} : { phone: value })).toEqual({});
    expect(problem(phone, '12')).toBe(MSG.phoneInvalid);
    expect(problem(phone, { n: 1 })).toBe(MSG.phoneInvalid);
    expect(phone.parse(' 080 2345 6789 ')).toBe('080 2345 6789');
  });
});

describe('USN', () => {
  it('by default: 3 to 20 letters, digits and hyphens with at least one digit', () => {
    for (const usn of ['1RV22CS001', '1rv22cs001', 'AB1', 'CS-2021-0042', '1'.repeat(20)]) expect(isUsn(usn), usn).toBe(true);
    for (const usn of ['abc', 'A1', 'ABCDEFGHIJ', '1'.repeat(21), '1RV 22', '1RV_22', '1RV/22', '1RV.22', 'ÄB12', '']) expect(isUsn(usn), usn).toBe(false);
  });

  it('with a campus pattern: matched whole, ignoring case, and never with unsafe characters', () => {
    const vtu = '1[A-Z]{2}\\d{2}[A-Z]{2}\\d{3}';
    expect(isUsn('1RV22CS001', vtu)).toBe(true);
    expect(isUsn('1rv22cs001', vtu)).toBe(true);
    expect(isUsn('X1RV22CS001', vtu)).toBe(false);
    expect(isUsn('1RV22CS0012', vtu)).toBe(false);
    // A pattern that allows anything still gets no '_', '/' or spaces, and at most 20 characters.
    for (const usn of ['1RV_22', 'a/b', 'a b', 'x'.repeat(21)]) expect(isUsn(usn, '.*'), usn).toBe(false);
    expect(isUsn('abc', '.*')).toBe(true);
  });

  it("gives the form's required message when blank, 'Enter your USN as on your ID card …' when wrong", () => {
    const usn = usnField(MSG.fillAllFields);
    for (const value of [undefined, null, '', '   ', 42]) expect(problem(usn, value)).toBe(MSG.fillAllFields);
    expect(problem(usn, 'abc')).toBe(MSG.usnInvalid);
    expect(problem(usnField(MSG.fillAllFields, '1RV\\d+'), '1QD22')).toBe(MSG.usnInvalid);
    expect(usn.parse(' 1RV22CS001 ')).toBe('1RV22CS001');
  });

  it('accepts a registration’s own stored USN as it is, whatever the pattern, in any letter case', () => {
    const usn = usnField(MSG.fillAllFields, DEFAULT_USN_PATTERN, 'abc');
    expect(problem(usn, 'abc')).toBeNull();
    expect(problem(usn, ' ABC ')).toBeNull();
    expect(problem(usn, 'abd')).toBe(MSG.usnInvalid);
    expect(problem(usn, '')).toBe(MSG.fillAllFields);
  });

  it('compiles a pattern, and throws for one that is no regular expression', () => {
    expect(usnRegExp(DEFAULT_USN_PATTERN).test('1RV22CS001')).toBe(true);
    expect(usnRegExp('a|b').test('ab')).toBe(false);
    expect(() => usnRegExp('[')).toThrow(SyntaxError);
  });
});

describe('one rule per field in every form', () => {
  const student = { name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@x.edu', password: 'secret1', semester: '3', phone: '9876543210' };
  const forms = [
    ['student sign-up', studentSignupSchema, student, 'phone'],
    ['student profile', studentProfileSchema, { name: student.name, usn: student.usn, semester: 3, phone: student.phone }, 'phone'],
    ['registration', registrationInputSchema, { name: student.name, usn: student.usn, email: student.email, semester: 3 }, null],
    ['registration edit', registrationPatchSchema, { name: student.name, usn: student.usn, semester: 3, contactNo: student.phone }, 'contactNo'],
  ] as const;

  for (const [name, schema, good, phone] of forms) {
    describe(name, () => {
      it('takes good values and stores the semester as its plain text', () => {
        expect(schema.parse(good)).toMatchObject({ semester: '3' });
      });
      it('refuses semester "twelve", 0 and 9, USN "abc", and phone "12" with the catalogue messages', () => {
        for (const semester of ['twelve', 0, 9]) {
          expect(describeIssues(schema.safeParse({ ...good, semester }).error!.issues)).toMatchObject({ message: MSG.semesterRange });
        }
        expect(describeIssues(schema.safeParse({ ...good, usn: 'abc' }).error!.issues)).toMatchObject({ message: MSG.usnInvalid, fields: { usn: MSG.usnInvalid } });
        if (phone) {
          expect(describeIssues(schema.safeParse({ ...good, [phone]: '12' }).error!.issues)).toEqual({ message: MSG.phoneInvalid, fields: { [phone]: MSG.phoneInvalid } });
        }
      });
      it("puts 'Please fill all fields' first when a field is blank", () => {
        const result = schema.safeParse({ ...good, name: '', semester: 'twelve' });
        expect(describeIssues(result.error!.issues).message).toBe(MSG.fillAllFields);
        expect(describeIssues(schema.safeParse({ ...good, semester: '' }).error!.issues).fields).toEqual({ semester: MSG.fillAllFields });
      });
    });
  }

  it('builds each student form with the campus USN pattern, once per pattern', () => {
    const pattern = '1QD\\d{2}[A-Z]{2}\\d{3}';
    for (const schemaFor of [studentSignupSchemaFor, studentProfileSchemaFor, registrationInputSchemaFor]) {
      expect(schemaFor()).toBe(schemaFor(DEFAULT_USN_PATTERN));
      expect(schemaFor(pattern)).toBe(schemaFor(pattern));
      expect(schemaFor(pattern).shape.usn.safeParse('1QD22CS001').success).toBe(true);
      expect(schemaFor(pattern).shape.usn.safeParse('1RV22CS001').success).toBe(false);
    }
    expect(registrationPatchSchemaFor(pattern).shape.usn.safeParse('1RV22CS001').success).toBe(false);
    expect(registrationPatchSchemaFor(pattern, '1rv22cs001').shape.usn.safeParse('1RV22CS001').success).toBe(true);
  });

  it('keeps the organizer phone optional, but a phone number when given', () => {
    const organizer = { name: 'Robotics Club', email: 'club@x.edu', password: 'secret1', confirmPassword: 'secret1', field: 'Robots' };
    expect(organizerSignupSchema.parse({ ...organizer, phone: '' }).phone).toBeUndefined();
    expect(organizerSignupSchema.parse({ ...organizer, phone: '080 2345 6789' }).phone).toBe('080 2345 6789');
    expect(describeIssues(organizerSignupSchema.safeParse({ ...organizer, phone: '12' }).error!.issues).message).toBe(MSG.phoneInvalid);
    expect(organizerProfileSchema.parse({ name: 'Club', field: 'Robots', phone: null })).toEqual({ name: 'Club', field: 'Robots' });
    expect(describeIssues(organizerProfileSchema.safeParse({ name: 'Club', field: 'Robots', phone: '12' }).error!.issues).message).toBe(MSG.phoneInvalid);
  });
});

describe('registrationFromProfile: one tap registers with the profile only when every detail passes the rules', () => {
  const profile = { name: ' Asha Rao ', email: 'asha@x.edu', usn: '1RV22CS001', semester: '05' };

  it('makes the registration from a complete profile, in the form the server stores', () => {
    expect(registrationFromProfile(profile)).toEqual({ name: 'Asha Rao', email: 'asha@x.edu', usn: '1RV22CS001', semester: '5' });
  });

  it('gives null (the form opens) for a missing detail or one the rules refuse', () => {
    for (const changes of [{ usn: null }, { usn: 'abc' }, { semester: null }, { semester: 'twelve' }, { semester: '9' }, { name: '  ' }]) {
      expect(registrationFromProfile({ ...profile, ...changes }), JSON.stringify(changes)).toBeNull();
    }
    expect(registrationFromProfile(profile, '1QD\\d{2}[A-Z]{2}\\d{3}')).toBeNull();
  });

  it('judges a semester as the forms do', () => {
    expect(['1', '8', ' 3 ', 4].map(isSemester)).toEqual([true, true, true, true]);
    expect(['0', '9', '3.0', '+3', 'twelve', 2.5].map(isSemester)).toEqual([false, false, false, false, false, false]);
  });
});
