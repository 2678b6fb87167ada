import { AUTH_CONTRACT } from '@archive/domain/contract/auth.contract';
import type {
  AuthResponse,
  ChangePasswordBody,
  DeleteAccountBody,
  RegisterBody,
  ResetPasswordBody,
  SignInBody,
  UpdateUserBody,
  UserExistsResponse,
} from '@archive/domain/auth/auth.schema';
import type { User } from '@archive/domain/user/user.schema';
import { callApi } from './api-client';

/** The account calls of spec section 7, one function each. */
export function userExists(email: string): Promise<UserExistsResponse> {
  return callApi(AUTH_CONTRACT.userExists, { params: { emailParam: email } });
}

export function signIn(body: SignInBody): Promise<AuthResponse> {
  return callApi(AUTH_CONTRACT.signIn, { body });
}

export function register(body: RegisterBody): Promise<AuthResponse> {
  return callApi(AUTH_CONTRACT.register, { body });
}

export async function signOut(): Promise<void> {
  await callApi(AUTH_CONTRACT.signOut);
}

export async function fetchMe(): Promise<User> {
  return (await callApi(AUTH_CONTRACT.me)).user;
}

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await callApi(AUTH_CONTRACT.changePassword, { body });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await callApi(AUTH_CONTRACT.requestPasswordReset, { params: { emailParam: email } });
}

export async function resetPassword(email: string, body: ResetPasswordBody): Promise<void> {
  await callApi(AUTH_CONTRACT.resetPassword, { params: { emailParam: email }, body });
}

export async function updateUser(body: UpdateUserBody): Promise<User> {
  return (await callApi(AUTH_CONTRACT.updateUser, { body })).user;
}

export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await callApi(AUTH_CONTRACT.deleteAccount, { body });
}
