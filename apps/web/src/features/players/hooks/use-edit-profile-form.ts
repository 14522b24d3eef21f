import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';

import { ownProfileFormSchema, type OwnProfileForm, type Player } from '@app/shared/players';

/**
 * What the inputs hold; the shared schema turns it into OwnProfileForm. Name, gender, I/C number
 * and DUPR rating are shown read-only: they change by a correction request.
 */
export interface EditProfileFormValues {
  email: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  duprId: string;
}

export function profileFormValues(player: Player): EditProfileFormValues {
  return {
    email: player.email,
    phoneNumber: player.phoneNumber,
    addressLine1: player.addressLine1,
    addressLine2: player.addressLine2 ?? '',
    city: player.city,
    state: player.state,
    duprId: player.duprId ?? '',
  };
}

const editProfileResolver = zodResolver(ownProfileFormSchema) as unknown as Resolver<
  EditProfileFormValues,
  unknown,
  OwnProfileForm
>;

export function useEditProfileForm(player: Player) {
  return useForm<EditProfileFormValues, unknown, OwnProfileForm>({
    resolver: editProfileResolver,
    defaultValues: profileFormValues(player),
  });
}
