export { signIn, userExists } from '../../data/api/auth-api';
export { startSession } from '../../data/session/start-session';
