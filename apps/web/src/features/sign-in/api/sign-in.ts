import { useAsyncAction } from '../../../shared/hooks/use-async-action';
import { grants, signInWithGrant } from './grant-sign-in';

export interface SignInInput {
  username: string;
  password: string;
}

export function signIn({ username, password }: SignInInput) {
  return signInWithGrant(grants.password(username, password));
}

export function useSignIn() {
  return useAsyncAction(signIn);
}
