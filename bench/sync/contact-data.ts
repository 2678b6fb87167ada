/**
 * Realistic contacts for the sync benchmark: collectors, gallerists, auction houses and
 * curators with names, organisations, cities, e-mail addresses and notes of the length people
 * type. Deterministic (a seeded generator), so two runs move the same bytes.
 */
import { randomUUID } from 'node:crypto';
import type { CreateContactBody } from '@archive/domain/contacts/contact.schema';
import type { ContactType } from '@archive/domain/contacts/contact-types';

const FIRST_NAMES = [
  'Amelia', 'Hugo', 'Clara', 'Matteo', 'Ingrid', 'Yusuf', 'Sofia', 'Lars', 'Chloé', 'Jonas',
  'Aiko', 'Pedro', 'Helena', 'Rafael', 'Margot', 'Oskar', 'Leila', 'Tomasz', 'Beatriz', 'Emil',
  'Nadia', 'Julien', 'Freya', 'Dmitri', 'Elif', 'Ruben', 'Greta', 'Kenji', 'Marta', 'Anselm',
  'Zara', 'Luca', 'Ottilie', 'Felix', 'Anouk', 'Sven', 'Isabela', 'Théo', 'Hanna', 'Cyrus',
]; // prettier-ignore
const LAST_NAMES = [
  'Fischer', 'Rossi', 'Dubois', 'Nakamura', 'Okafor', 'Lindqvist', 'García', 'Novak', 'Moreau',
  'Kowalski', 'van der Berg', 'Hoffmann', 'Silva', 'Costa', 'Andersen', 'Yilmaz', 'Bianchi',
  'Martin', 'Schneider', 'Oliveira', 'Jensen', 'Petrov', 'Laurent', 'Weber', 'Murphy', 'Haddad',
  'Tanaka', 'Russo', 'Becker', 'Nilsson', 'Fontaine', 'Ferreira', 'Horvath', 'Kaya', 'Byrne',
]; // prettier-ignore
const ORGANISATION_STEMS = [
  'Galerie', 'Kunsthalle', 'Fine Art', 'Contemporary', 'Editions', 'Atelier', 'Projects',
  'Framing', 'Auctions', 'Collection', 'Foundation', 'Studio',
]; // prettier-ignore
const CITIES: [city: string, country: string, postalCode: string][] = [
  ['Berlin', 'Germany', '10117'],
  ['Paris', 'France', '75003'],
  ['London', 'United Kingdom', 'EC1V 9HX'],
  ['New York', 'United States', '10013'],
  ['Milan', 'Italy', '20121'],
  ['Vienna', 'Austria', '1010'],
  ['Zürich', 'Switzerland', '8001'],
  ['Antwerp', 'Belgium', '2000'],
  ['Copenhagen', 'Denmark', '1050'],
  ['Lisbon', 'Portugal', '1200-195'],
  ['Tokyo', 'Japan', '106-0032'],
  ['São Paulo', 'Brazil', '01310-100'],
  ['Madrid', 'Spain', '28012'],
  ['Amsterdam', 'Netherlands', '1016 DL'],
  ['Basel', 'Switzerland', '4051'],
  ['Hong Kong', 'China', '999077'],
];
const STREETS = [
  'Linienstraße', 'Rue de Turenne', 'Old Street', 'Spring Street', 'Via Brera', 'Seilerstätte',
  'Rämistrasse', 'Kloosterstraat', 'Bredgade', 'Rua da Boavista', 'Roppongi', 'Rua Augusta',
  'Calle del Doctor Fourquet', 'Prinsengracht', 'St. Alban-Vorstadt', 'Hollywood Road',
]; // prettier-ignore
const POSITIONS = ['Director', 'Curator', 'Registrar', 'Collector', 'Art adviser', 'Partner', ''];
const TYPES: ContactType[][] = [
  ['collector'],
  ['gallerist'],
  ['auction-house'],
  ['curator', 'museum'],
  ['collector', 'vip'],
  ['transport'],
  [],
];
const NOTES = [
  'Met at the spring fair; interested in works on paper from the 1970s.',
  'Prefers to be called in the morning. Handles loans for the foundation.',
  'Bought two small canvases in 2019. Ask about the catalogue raisonné.',
  'Frames everything in oak; allow three weeks. Invoice to the studio address.',
  '',
  '',
];

/** A small, fast, seeded generator (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();
}

/** `count` contacts as POST /v1/contacts takes them, each with a client-made UUID. */
export function makeContacts(count: number, seed = 2026): CreateContactBody[] {
  const random = seededRandom(seed);
  const contacts: CreateContactBody[] = [];
  for (let index = 0; index < count; index += 1) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const [city, country, postalCode] = pick(random, CITIES);
    const hasOrganisation = random() < 0.6;
    const organisation = hasOrganisation
      ? `${pick(random, ORGANISATION_STEMS)} ${pick(random, LAST_NAMES)}`
      : '';
    const domain = hasOrganisation ? `${slug(organisation)}.com` : 'example.com';
    contacts.push({
      id: randomUUID(),
      firstName,
      lastName,
      organisation,
      email: `${slug(firstName)}.${slug(lastName)}${index}@${domain}`,
      phone: `+${10 + Math.floor(random() * 80)} ${Math.floor(random() * 1e9)}`,
      types: pick(random, TYPES),
      websiteUrl: hasOrganisation ? `https://www.${domain}` : '',
      instagramUrl: random() < 0.3 ? `https://instagram.com/${slug(lastName)}${index}` : '',
      position: pick(random, POSITIONS),
      vatNumber: hasOrganisation && random() < 0.5 ? `EU${Math.floor(random() * 1e9)}` : '',
      address: {
        address1: `${pick(random, STREETS)} ${1 + Math.floor(random() * 180)}`,
        address2: random() < 0.2 ? `Floor ${1 + Math.floor(random() * 6)}` : '',
        city,
        postalCode,
        state: '',
        country,
      },
      notes: pick(random, NOTES),
    });
  }
  return contacts;
}
