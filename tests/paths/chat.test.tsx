import { chatPaths } from './chat.paths';
import { printCoverageTable, runScreenPaths } from './runner';

runScreenPaths(chatPaths);
printCoverageTable();
