import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';

const LINK_WORDS = 'sign up';

/** 'No account for this email address. Please sign up', with "sign up" linking to /register. */
export function NoAccountMessage() {
  const message = API_MESSAGES.noAccount;
  const at = message.lastIndexOf(LINK_WORDS);
  if (at < 0) return <>{message}</>;
  return (
    <>
      {message.slice(0, at)}
      <Anchor component={Link} to="/register" fz="inherit" c="inherit" fw={600}>
        {message.slice(at, at + LINK_WORDS.length)}
      </Anchor>
      {message.slice(at + LINK_WORDS.length)}
    </>
  );
}
