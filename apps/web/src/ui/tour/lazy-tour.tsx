import { lazy, Suspense } from 'react';
import type { ProductTourProps } from './product-tour';

const ProductTour = lazy(() => import('./product-tour').then((m) => ({ default: m.ProductTour })));

/** The product tour, loaded only when one is shown (the first load stays as small). */
export function LazyTour(props: ProductTourProps) {
  return (
    <Suspense fallback={null}>
      <ProductTour {...props} />
    </Suspense>
  );
}
