import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { malaysiaToday } from '@app/shared/birth-date';

/** A 12-digit IC (digits only) of someone born on 1 January, `age` years ago. */
export function icForAge(age: number): string {
  const year = malaysiaToday().year - age;
  return `${String(year % 100).padStart(2, '0')}0101105555`;
}

export const ADULT_IC = '900101105555';

export function registrationDialog() {
  return screen.getByRole('dialog', { name: 'Player Registration' });
}

/**
 * The modal's code loads on the first open, so wait for the dialog. The lazy chunk can take
 * longer than Testing Library's default second when the whole suite runs in parallel.
 */
export async function findRegistrationDialog() {
  return screen.findByRole('dialog', { name: 'Player Registration' }, { timeout: 10_000 });
}

export async function openRegistration(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Register as a player' }));
  return findRegistrationDialog();
}

export interface RegistrationInput {
  icNumber?: string;
  password?: string;
  confirmPassword?: string;
  acceptTerms?: boolean;
}

/** Fills every required field with valid values (terms accepted unless told otherwise). */
export async function fillRegistration(
  user: UserEvent,
  {
    icNumber = ADULT_IC,
    password = 'secret123',
    confirmPassword = password,
    acceptTerms = true,
  }: RegistrationInput = {},
) {
  const dialog = within(registrationDialog());
  await user.type(dialog.getByLabelText('Full name'), 'Aisyah Rahman');
  await user.selectOptions(dialog.getByLabelText('Gender'), 'Female');
  await user.type(dialog.getByLabelText('I/C number'), icNumber);
  await user.type(dialog.getByLabelText('Email'), 'aisyah@example.com');
  await user.type(dialog.getByLabelText('Phone number'), '012-345 6789');
  await user.type(dialog.getByLabelText('Address line 1'), '12 Jalan Ampang');
  await user.type(dialog.getByLabelText('City'), 'Kuala Lumpur');
  await user.selectOptions(dialog.getByLabelText('State'), 'Selangor');
  await user.type(dialog.getByLabelText('Username'), 'aisyah');
  await user.type(dialog.getByLabelText('Password'), password);
  await user.type(dialog.getByLabelText('Confirm password'), confirmPassword);
  if (acceptTerms)
    await user.click(dialog.getByRole('checkbox', { name: /I have read and accept/ }));
}

export async function submitRegistration(user: UserEvent) {
  await user.click(within(registrationDialog()).getByRole('button', { name: 'Register' }));
}

/** The modal's alert region (the spec's 'alerts'), not the inline field errors. */
export function registrationAlert() {
  return within(registrationDialog()).getByTestId('registration-alert');
}
