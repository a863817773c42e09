/**
 * Loader script `/widgets/inbound-payment.js`: the one tag a host page needs,
 * `<script src="https://…/widgets/inbound-payment.js" data-identifier="acme" async></script>`.
 * @module
 */
import { bootstrap } from './bootstrap';
import { chunkFiles } from './chunk-files';

bootstrap('inbound-payment', chunkFiles());
