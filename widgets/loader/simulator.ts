/**
 * Loader script `/widgets/simulator.js`: the one tag a host page needs,
 * `<script src="https://…/widgets/simulator.js" data-identifier="acme" async></script>`.
 * @module
 */
import { bootstrap } from './bootstrap';
import { chunkFiles } from './chunk-files';

bootstrap('simulator', chunkFiles());
