import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';

import {
  updatePlayerProfileInputSchema,
  type Player,
  type UpdatePlayerProfileInput,
} from '@app/shared/players';

/** What the inputs hold; the shared schema turns it into UpdatePlayerProfileInput. */
export interface EditProfileFormValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  gender: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  duprId: string;
  duprRating: string;
}

export function profileFormValues(player: Player): EditProfileFormValues {
  return {
    fullName: player.fullName,
    email: player.email,
    phoneNumber: player.phoneNumber,
    gender: player.gender,
    addressLine1: player.addressLine1,
    addressLine2: player.addressLine2 ?? '',
    city: player.city,
    state: player.state,
    duprId: player.duprId ?? '',
    duprRating: player.duprRating === null ? '' : String(player.duprRating),
  };
}

const editProfileResolver = zodResolver(updatePlayerProfileInputSchema) as unknown as Resolver<
  EditProfileFormValues,
  unknown,
  UpdatePlayerProfileInput
>;

export function useEditProfileForm(player: Player) {
  return useForm<EditProfileFormValues, unknown, UpdatePlayerProfileInput>({
    resolver: editProfileResolver,
    defaultValues: profileFormValues(player),
  });
}
