import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages/form-messages';
import { CONTACT_MESSAGES } from './contact.messages';
import {
  EMPTY_CONTACT_FORM,
  contactChangesSchema,
  contactFormSchema,
  createContactBodySchema,
  EMPTY_CONTACT_ADDRESS,
  hasContactName,
  updateContactBodySchema,
  type ContactForm,
} from './contact.schema';
import { CONTACT_TYPE_LABELS, CONTACT_TYPES } from './contact-types';

const ID = '0190f3c4-8a1b-7c2d-9e3f-a1b2c3d4e5f6';

function form(values: Partial<ContactForm> = {}): ContactForm {
  return {
    ...EMPTY_CONTACT_FORM,
    ...values,
  };
}

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('contact types', () => {
  it('offers the 18 types of spec section 6, each with its label', () => {
    expect(CONTACT_TYPES).toHaveLength(18);
    expect(CONTACT_TYPES.map((type) => CONTACT_TYPE_LABELS[type])).toEqual([
      'Artist',
      'Curator',
      'Gallerist',
      'Collector',
      'Journalist',
      'Technician',
      'Museum',
      'Auction house',
      'Writer',
      'Art historian',
      'Transport',
      'Insurance',
      'Fair',
      'Institution',
      'VIP',
      'Sponsor',
      'Hotel',
      'Catering',
    ]);
  });
});

describe('contactFormSchema', () => {
  it('needs one of first name, last name or organisation, shown on each of the three', () => {
    const result = contactFormSchema.safeParse(form({ firstName: '   ' }));
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual([
      ['firstName', FORM_MESSAGES.noContactGeneral],
      ['lastName', FORM_MESSAGES.noContactGeneral],
      ['organisation', FORM_MESSAGES.noContactGeneral],
    ]);
    for (const field of ['firstName', 'lastName', 'organisation'] as const) {
      expect(contactFormSchema.safeParse(form({ [field]: 'Ada' })).success).toBe(true);
    }
  });

  it('shows the name rule together with other fields’ errors', () => {
    const result = contactFormSchema.safeParse(form({ websiteUrl: 'example.com' }));
    expect(messages(result)).toContainEqual(['websiteUrl', FORM_MESSAGES.wrongUrl]);
    expect(messages(result)).toContainEqual(['firstName', FORM_MESSAGES.noContactGeneral]);
  });

  it('accepts a website starting with http://, https:// or www., or none', () => {
    for (const websiteUrl of ['', 'http://a.example', 'https://a.example', 'www.a.example']) {
      expect(contactFormSchema.safeParse(form({ lastName: 'B', websiteUrl })).success).toBe(true);
    }
    for (const websiteUrl of ['a.example', 'ftp://a.example', 'javascript:alert(1)']) {
      const result = contactFormSchema.safeParse(form({ lastName: 'B', websiteUrl }));
      expect(messages(result)).toEqual([['websiteUrl', FORM_MESSAGES.wrongUrl]]);
    }
  });

  it('accepts an instagram link starting with https:// or www., or none', () => {
    for (const instagramUrl of ['', 'https://instagram.com/a', 'www.instagram.com/a']) {
      expect(contactFormSchema.safeParse(form({ lastName: 'B', instagramUrl })).success).toBe(true);
    }
    for (const instagramUrl of ['http://instagram.com/a', '@ada', 'instagram.com/a']) {
      const result = contactFormSchema.safeParse(form({ lastName: 'B', instagramUrl }));
      expect(messages(result)).toEqual([['instagramUrl', CONTACT_MESSAGES.wrongInstagramUrl]]);
    }
  });

  it('removes duplicate types and refuses unknown ones', () => {
    const parsed = contactFormSchema.parse(
      form({ lastName: 'B', types: ['artist', 'curator', 'artist', 'curator'] }),
    );
    expect(parsed.types).toEqual(['artist', 'curator']);
    const bad = contactFormSchema.safeParse(form({ lastName: 'B', types: ['Painter' as never] }));
    expect(bad.success).toBe(false);
  });

  it('checks an e-mail address only when one is given, and trims text', () => {
    expect(contactFormSchema.parse(form({ lastName: ' B ', email: '' })).lastName).toBe('B');
    const result = contactFormSchema.safeParse(form({ lastName: 'B', email: 'not-an-email' }));
    expect(messages(result)).toEqual([['email', FORM_MESSAGES.invalidEmail]]);
  });

  it('hasContactName says whether a contact has a name', () => {
    expect(hasContactName({ firstName: ' ', lastName: '', organisation: '' })).toBe(false);
    expect(hasContactName({ firstName: '', lastName: '', organisation: 'Tate' })).toBe(true);
  });
});

describe('createContactBodySchema', () => {
  it('needs the client-made id and fills omitted fields with empty values', () => {
    const parsed = createContactBodySchema.parse({ id: ID, organisation: 'Tate' });
    expect(parsed).toMatchObject({
      id: ID,
      firstName: '',
      types: [],
      address: EMPTY_CONTACT_ADDRESS,
      notes: '',
    });
    expect(createContactBodySchema.safeParse({ organisation: 'Tate' }).success).toBe(false);
    expect(createContactBodySchema.safeParse({ id: 'temp-1', organisation: 'Tate' }).success).toBe(
      false,
    );
  });

  it('refuses unknown fields and a contact with no name', () => {
    expect(createContactBodySchema.safeParse({ id: ID, lastName: 'B', x: 1 }).success).toBe(false);
    const result = createContactBodySchema.safeParse({ id: ID, email: 'a@b.example' });
    expect(messages(result).map(([path]) => path)).toEqual([
      'firstName',
      'lastName',
      'organisation',
    ]);
  });
});

describe('updateContactBodySchema', () => {
  it('takes the id, the base version and at least one changed field', () => {
    expect(
      updateContactBodySchema.safeParse({ id: ID, baseVersion: 1, changes: { notes: 'x' } })
        .success,
    ).toBe(true);
    expect(updateContactBodySchema.safeParse({ id: ID, baseVersion: 1, changes: {} }).success).toBe(
      false,
    );
    expect(
      updateContactBodySchema.safeParse({ id: ID, baseVersion: -1, changes: { notes: 'x' } })
        .success,
    ).toBe(false);
  });

  it('judges the name rule only when a change clears all three name fields', () => {
    expect(contactChangesSchema.safeParse({ firstName: '' }).success).toBe(true);
    const result = contactChangesSchema.safeParse({
      firstName: '',
      lastName: '',
      organisation: '',
    });
    expect(messages(result)).toHaveLength(3);
  });

  it('applies the field rules to changed fields and takes a partial address', () => {
    const result = contactChangesSchema.safeParse({ websiteUrl: 'nope' });
    expect(messages(result)).toEqual([['websiteUrl', FORM_MESSAGES.wrongUrl]]);
    expect(contactChangesSchema.parse({ address: { city: ' Basel ' } })).toEqual({
      address: { city: 'Basel' },
    });
    expect(contactChangesSchema.safeParse({ address: { town: 'Basel' } }).success).toBe(false);
    expect(contactChangesSchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
