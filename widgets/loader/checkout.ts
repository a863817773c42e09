/**
 * Loader script `/widgets/checkout.js`: the one tag a host page needs,
 * `<script src="https://…/widgets/checkout.js" data-identifier="acme" async></script>`.
 * @module
 */
import { bootstrap } from './bootstrap';
import { chunkFiles } from './chunk-files';

bootstrap('checkout', chunkFiles());
