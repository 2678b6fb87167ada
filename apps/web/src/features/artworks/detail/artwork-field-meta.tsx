import { createContext, useContext, type ReactNode } from 'react';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';

/** What a field of the artwork form shows besides its value. */
export interface ArtworkFieldMeta {
  /** The error to show now (touched, or after a failed submit), if any. */
  errorFor: (path: string) => string | undefined;
  /** Multi-edit: the selected artworks differ here and the user has not changed it. */
  isMultiple: (path: string) => boolean;
  /**
   * Multi-edit: the user chose this field for every selected artwork, so the value shown is
   * saved to all of them even when it is the empty one (which alone counts as untouched).
   */
  setInAll?: (path: string) => void;
  mode: 'single' | 'multi';
}

const NO_META: ArtworkFieldMeta = {
  errorFor: () => undefined,
  isMultiple: () => false,
  mode: 'single',
};

const FieldMetaContext = createContext<ArtworkFieldMeta>(NO_META);

export function ArtworkFieldMetaProvider({
  value,
  children,
}: {
  value: ArtworkFieldMeta;
  children: ReactNode;
}) {
  return <FieldMetaContext.Provider value={value}>{children}</FieldMetaContext.Provider>;
}

export function useArtworkFieldMeta(): ArtworkFieldMeta {
  return useContext(FieldMetaContext);
}

/**
 * Artist and title may stay blank in multi-edit only by keeping each artwork's own (spec
 * section 5), and a collection must be chosen: none of them is emptied in all.
 */
const NEVER_CLEARED = new Set(['artist', 'artworkValues.title', 'collectionId']);

/** The error and placeholder of one field ('Multiple' where the artworks differ). */
export function useArtworkField(path: string, placeholder?: string) {
  const meta = useArtworkFieldMeta();
  const multiple = meta.isMultiple(path);
  const { setInAll } = meta;
  const settable = setInAll !== undefined && !NEVER_CLEARED.has(path);
  return {
    error: meta.errorFor(path),
    multiple,
    placeholder: multiple ? ARTWORK_SCREEN_MESSAGES.multiple : placeholder,
    /** Empties a 'Multiple' field in every selected artwork; absent where not offered. */
    clearInAll:
      multiple && settable
        ? () => {
            setInAll(path);
          }
        : undefined,
    /**
     * For a field whose empty value is also a choice (a switch, a clearable select): once the
     * user has touched it, it stays chosen for all, even when toggled back to that value.
     */
    markSet: () => {
      if (settable) setInAll(path);
    },
  };
}
