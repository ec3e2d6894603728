; Inno Setup script: the Windows installer of Scorepad, made from the PyInstaller folder
; (dist\scorepad, packaging/scorepad.spec) by .github/workflows/release.yml:
;   iscc /DAppVersion=0.1.0 /DSourceDir=..\..\dist\scorepad packaging\windows\scorepad.iss
; It installs for the current user (no administrator needed; "for all users" is offered), adds a
; Start-menu entry (and, if asked, a desktop one), opens .scorepad.json exports in Scorepad, and
; puts "scorepad" on the user's PATH if asked. The uninstaller removes the program only: the
; history (scorepad.db in %LOCALAPPDATA%\scorepad), its backups and the settings
; (%APPDATA%\Scorepad\scorepad.ini) stay.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\scorepad"
#endif

[Setup]
AppId={{6F0B9E52-5C1D-4C1A-9B7E-2D6A1F3C8E41}
AppName=Scorepad
AppVersion={#AppVersion}
AppPublisher=The Scorepad developers
AppPublisherURL=https://github.com/scorepad/scorepad
AppSupportURL=https://github.com/scorepad/scorepad/issues
DefaultDirName={autopf}\Scorepad
DefaultGroupName=Scorepad
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ChangesAssociations=yes
ChangesEnvironment=yes
LicenseFile=..\..\LICENSE
OutputDir=Output
OutputBaseFilename=Scorepad-{#AppVersion}-setup
; scorepad.ico is made from the 256 px PNG by release.yml (Pillow)
SetupIconFile=scorepad.ico
UninstallDisplayIcon={app}\scorepad-gui.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "addtopath"; Description: "Add the scorepad command to PATH (for the command line)"; Flags: unchecked

[Files]
; the whole PyInstaller folder: scorepad.exe (the command), scorepad-gui.exe (the window), Qt,
; Python, the faces and the licences
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Scorepad"; Filename: "{app}\scorepad-gui.exe"; Comment: "Keep the score of whist and the bridge games"
Name: "{autodesktop}\Scorepad"; Filename: "{app}\scorepad-gui.exe"; Tasks: desktopicon

[Registry]
; .scorepad.json exports open in Scorepad (per user, or for all users when installed so)
Root: HKA; Subkey: "Software\Classes\.scorepad.json"; ValueType: string; ValueName: ""; ValueData: "Scorepad.Export"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Scorepad.Export"; ValueType: string; ValueName: ""; ValueData: "Scorepad history export"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Scorepad.Export\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\scorepad-gui.exe,0"
; Opening one imports it into the history, in a console that shows what was imported (or why
; not) and waits for a key: never silent.
Root: HKA; Subkey: "Software\Classes\Scorepad.Export\shell\open\command"; ValueType: string; ValueName: ""; ValueData: "{cmd} /c """"{app}\scorepad.exe"" import ""%1"" & pause"""
Root: HKCU; Subkey: "Environment"; ValueType: expandsz; ValueName: "Path"; ValueData: "{olddata};{app}"; Tasks: addtopath; Check: NeedsAddPath(ExpandConstant('{app}'))

[Run]
Filename: "{app}\scorepad-gui.exe"; Description: "{cm:LaunchProgram,Scorepad}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; only what the program itself made beside its files; never the history, its backups or the
; settings, which live in the user's folders (%LOCALAPPDATA%\scorepad, %APPDATA%\Scorepad)
Type: filesandordirs; Name: "{app}\__pycache__"

[Code]
function NeedsAddPath(Dir: string): Boolean;
var
  Path: string;
begin
  if not RegQueryStringValue(HKEY_CURRENT_USER, 'Environment', 'Path', Path) then
    Path := '';
  Result := Pos(';' + Uppercase(Dir) + ';', ';' + Uppercase(Path) + ';') = 0;
end;
