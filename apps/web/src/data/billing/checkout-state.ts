/**
 * Set once a checkout on this page has succeeded. The /pay guard then lets the raised access
 * level through while the router is still showing /pay on its way to the lazy /welcome;
 * otherwise (a stale stored session refreshed on load) a person with access leaves /pay.
 */
let completed = false;

export function markCheckoutCompleted(): void {
  completed = true;
}

export function isCheckoutCompleted(): boolean {
  return completed;
}
