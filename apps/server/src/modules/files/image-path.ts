import {
  derivativeFileName,
  IMAGE_DERIVATIVE_NAMES,
  type ImageDerivative,
} from '@archive/domain/images/image-limits';

const DERIVATIVE_FILES = new Map<string, ImageDerivative>(
  IMAGE_DERIVATIVE_NAMES.map((name) => [derivativeFileName(name), name]),
);

/** `a/b/preview.jpg` is the preview of `a/b`; anything else is an original's key. */
export function splitPath(path: string): { key: string; derivative: ImageDerivative | null } {
  const slash = path.lastIndexOf('/');
  const derivative = slash < 0 ? undefined : DERIVATIVE_FILES.get(path.slice(slash + 1));
  return derivative === undefined
    ? { key: path, derivative: null }
    : { key: path.slice(0, slash), derivative };
}
