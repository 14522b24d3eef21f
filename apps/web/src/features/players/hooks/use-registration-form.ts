import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

import { registerPlayerInputSchema, type RegisterPlayerInput } from '@app/shared/players';

/** What the inputs hold; the shared schema turns it into RegisterPlayerInput. */
export interface RegistrationFormValues {
  fullName: string;
  gender: string;
  icNumber: string;
  email: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  username: string;
  password: string;
  confirmPassword: string;
  duprId: string;
  duprRating: string;
  termsAccepted: boolean;
  guardianConsent: boolean;
  parentGuardianName: string;
  parentGuardianIcNumber: string;
  parentGuardianContact: string;
  newsOptIn: boolean;
}

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  fullName: '',
  gender: '',
  icNumber: '',
  email: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  username: '',
  password: '',
  confirmPassword: '',
  duprId: '',
  duprRating: '',
  termsAccepted: false,
  guardianConsent: false,
  parentGuardianName: '',
  parentGuardianIcNumber: '',
  parentGuardianContact: '',
  newsOptIn: false,
};

// The inputs hold plain strings; the schema accepts them and narrows (e.g. gender) itself.
const registrationResolver = zodResolver(registerPlayerInputSchema) as unknown as Resolver<
  RegistrationFormValues,
  unknown,
  RegisterPlayerInput
>;

/**
 * The registration draft. It lives with the section that owns the modal, not in the modal, so
 * closing the modal by mistake (or a failed submit) never loses what was typed.
 */
export function useRegistrationForm() {
  const form = useForm<RegistrationFormValues, unknown, RegisterPlayerInput>({
    resolver: registrationResolver,
    defaultValues: EMPTY_REGISTRATION,
  });
  const [profilePicture, setProfilePicture] = useState<File | null>(null);

  const resetAll = () => {
    form.reset(EMPTY_REGISTRATION);
    setProfilePicture(null);
  };

  return { form, profilePicture, setProfilePicture, resetAll };
}

export type RegistrationFormState = ReturnType<typeof useRegistrationForm>;
