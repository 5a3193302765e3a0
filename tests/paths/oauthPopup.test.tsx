import { oauthPopupPaths } from './oauthPopup.paths';
import { printCoverageTable, runScreenPaths } from './runner';

runScreenPaths(oauthPopupPaths);
printCoverageTable();
