import { printCoverageTable, runScreenPaths } from './runner';
import { serviceConnectionPaths } from './serviceConnection.paths';

runScreenPaths(serviceConnectionPaths);
printCoverageTable();
