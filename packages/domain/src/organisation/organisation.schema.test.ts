import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages/form-messages';
import { updateOrganisationBodySchema } from './organisation.schema';

function messages(value: unknown): Record<string, string> {
  const result = updateOrganisationBodySchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('organisation settings form', () => {
  it('requires a name', () => {
    expect(messages({ name: '  ' })).toEqual({ name: FORM_MESSAGES.noOrganisationSettingsName });
    expect(messages({})).toEqual({ name: FORM_MESSAGES.noOrganisationSettingsName });
  });

  it('needs line 1, city, postal code and country once any address is given', () => {
    expect(messages({ name: 'Studio', address: { region: 'Bavaria' } })).toEqual({
      'address.addressLine1': FORM_MESSAGES.noAddress,
      'address.city': FORM_MESSAGES.noCity,
      'address.postalCode': FORM_MESSAGES.noPostalCode,
      'address.country': FORM_MESSAGES.noCountry,
    });
    expect(messages({ name: 'Studio', address: {} })).toEqual({});
    const full = { addressLine1: 'Main St 1', city: 'Munich', postalCode: '80331', country: 'DE' };
    expect(messages({ name: 'Studio', address: full })).toEqual({});
  });

  it('checks the website address', () => {
    expect(messages({ name: 'Studio', websiteUrl: 'studio.example' })).toEqual({
      websiteUrl: FORM_MESSAGES.wrongUrl,
    });
    expect(messages({ name: 'Studio', websiteUrl: 'www.studio.example' })).toEqual({});
  });
});
