/**
 * The account services, made together over one set of dependencies (what `buildApp` wires).
 * @module
 */
import type { AccountDeps } from './account-deps';
import {
  createEmailConfirmationService,
  type EmailConfirmationService,
} from './email-confirmation-service';
import { createInvitationService, type InvitationService } from './invitation-service';
import { createPasswordService, type PasswordService } from './password-service';
import { createRegistrationService, type RegistrationService } from './registration-service';

/** Registration, e-mail confirmation, invitations and passwords. */
export interface AccountServices {
  registration: RegistrationService;
  confirmation: EmailConfirmationService;
  invitations: InvitationService;
  passwords: PasswordService;
}

/** Creates the account services. */
export function createAccountServices(deps: AccountDeps): AccountServices {
  const confirmation = createEmailConfirmationService(deps);
  return {
    registration: createRegistrationService(deps, confirmation),
    confirmation,
    invitations: createInvitationService(deps),
    passwords: createPasswordService(deps),
  };
}
