/**
 * Which zip-code provider the server uses: the sandbox data in sandbox mode, ViaCEP in
 * production (`FX_MODE`), unless `ZIP_CODE_PROVIDER` (`sandbox` | `viacep`) says otherwise
 * (a production install without outbound access, or a sandbox trying the real service). Either
 * way answers are cached per process.
 * @module
 */
import type { Mode } from '../../config';
import { withZipCodeCache } from './cached-zip-codes';
import { createSandboxZipCodes } from './sandbox-zip-codes';
import { createViaCepZipCodes, type ViaCepOptions } from './viacep-zip-codes';
import type { ZipCodeProvider } from './zip-code-provider';

/** The provider names `ZIP_CODE_PROVIDER` accepts. */
export type ZipCodeProviderName = 'sandbox' | 'viacep';

/** What the choice reads of the configuration. */
export interface ZipCodeConfig {
  mode: Mode;
  /** The override; absent: by mode. */
  zipCodeProvider?: ZipCodeProviderName | undefined;
}

/** The provider name for a configuration. */
export function zipCodeProviderName(config: ZipCodeConfig): ZipCodeProviderName {
  return config.zipCodeProvider ?? (config.mode === 'production' ? 'viacep' : 'sandbox');
}

/** The cached provider for a configuration; `viaCep` options reach the ViaCEP adapter. */
export function createZipCodeProvider(
  config: ZipCodeConfig,
  viaCep: ViaCepOptions = {},
): ZipCodeProvider {
  const provider =
    zipCodeProviderName(config) === 'viacep'
      ? createViaCepZipCodes(viaCep)
      : createSandboxZipCodes();
  return withZipCodeCache(provider);
}
