interface ImportMetaEnv {
  /** build/stored-shapes.ts; absent outside a Vite build (unit tests). */
  readonly VITE_STORED_SHAPES?: string;
}
