import { useMutation } from '@tanstack/react-query';
import { grants, signInWithGrant } from './grant-sign-in';

export interface SignInInput {
  username: string;
  password: string;
}

export function signIn({ username, password }: SignInInput) {
  return signInWithGrant(grants.password(username, password));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
