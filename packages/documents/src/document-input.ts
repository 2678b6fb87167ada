import type { ArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkStatus } from '@archive/domain/artworks/artwork-status';
import type { ExportDocumentType } from '@archive/domain/exports/export-documents';
import type { ExportOptions } from '@archive/domain/exports/export-options.schema';

/** One artwork as the templates print it: plain data, the image already read (a JPEG). */
export interface DocumentWork extends ArtworkValues {
  /** The record's id: the QR codes carry the work's address, made from it. */
  id: string;
  /** The ID people see in the app (spec: archiveArtworkNumber, "shown as ID"); null until synced. */
  archiveArtworkNumber: number | null;
  artist: string;
  status: ArtworkStatus | null;
  /** JPEG or PNG bytes of the cover image's derivative, or null. */
  image: Uint8Array | null;
}

/** Who prints the document (settings tab 2, white-label). */
export interface DocumentOrganisation {
  name: string;
  addressLines: string[];
  vatNumber: string;
  websiteUrl: string;
  /** JPEG or PNG bytes of the logo, or null for the product's mark. */
  logo: Uint8Array | null;
}

/** The fonts every document embeds (DejaVu Sans: full Latin coverage). */
export interface DocumentFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface DocumentInput {
  type: ExportDocumentType;
  works: DocumentWork[];
  options: ExportOptions;
  organisation: DocumentOrganisation;
  fonts: DocumentFonts;
  /** The day printed on every page. */
  date: Date;
  /** The invoice's number (one per user, never reused); only the invoice prints it. */
  invoiceNumber: string | null;
  /** The address of a work in the app: labels carry it as a QR code. */
  workUrl: (id: string) => string;
}

export interface RenderedDocument {
  bytes: Uint8Array;
  pages: number;
}
