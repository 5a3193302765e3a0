import { oauthCallbackPaths } from './oauthCallback.paths';
import { printCoverageTable, runScreenPaths } from './runner';

runScreenPaths(oauthCallbackPaths);
printCoverageTable();
