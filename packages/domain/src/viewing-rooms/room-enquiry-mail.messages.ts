/** The mail an enquiry from a viewing room sends to the room's owner (decision 032). */
export function roomEnquiryMail(options: {
  roomTitle: string;
  artist: string;
  workTitle: string;
  visitorEmail: string;
  message: string;
}): { subject: string; text: string } {
  return {
    subject: `Enquiry about ${options.artist}, ${options.workTitle} (viewing room "${options.roomTitle}")`,
    text: [
      `A visitor of your viewing room "${options.roomTitle}" asks about`,
      `${options.artist}, ${options.workTitle}.`,
      '',
      `Their e-mail address: ${options.visitorEmail}`,
      '',
      'Their message:',
      options.message,
      '',
      'Reply to this e-mail to answer them: the reply goes to their address.',
      'Archive has not answered them. The enquiry is also listed on the room in Archive.',
    ].join('\n'),
  };
}
