/**
 * The standing words of the agreements (our own; spec section 9 names the consignment terms and
 * the loan template's nine clauses).
 */

export const LOAN_CLAUSES = [
  'The lender lends the works listed in this agreement to the borrower for the exhibition and duration stated above; the works remain the property of the lender throughout.',
  'The borrower keeps the works in a secure, climate-controlled space, away from direct sunlight, heat sources and moisture, and handles them only through trained staff.',
  'The borrower insures the works nail to nail, from the moment they leave the lender until their return, for the insurance values stated, and names the lender as beneficiary.',
  'The works are packed, transported and installed as instructed by the lender; crates are kept closed and stored by the borrower until the return.',
  'The borrower makes a condition report on arrival and before the return, and tells the lender at once of any damage or loss; no work is restored or altered without written consent.',
  'The works are credited as stated in this agreement on every label, in every publication and in every communication about the exhibition.',
  'The borrower may photograph the works for documentation, press and the exhibition catalogue only; any other reproduction needs the written consent of the lender.',
  'The borrower returns the works to the return address by the end of the loan; an extension needs the written consent of the lender.',
  'Either party may end the loan in writing if the other fails these terms; the works are then returned at the expense of the party at fault.',
] as const;

export const CONSIGNMENT_TERMS = [
  'The prices of the consigned works stay unchanged for 6 months from the date of this agreement.',
  'The gallery may grant a discount of up to 10% without the consent of the artist; a larger discount needs the artist\u2019s written consent.',
  'The gallery pays the artist\u2019s share of each sale within 30 working days of receiving payment from the buyer.',
  'The works remain the property of the artist until sold and paid for in full; unsold works are returned on request.',
] as const;

export const HANDOFF_STATEMENT =
  'By signing below, both parties confirm that the works listed were handed over and received in the condition described.';

export const CERTIFICATE_STATEMENT =
  'This certifies that the work described here is an original work by the artist named, and that the details given are true to the best of our knowledge.';
