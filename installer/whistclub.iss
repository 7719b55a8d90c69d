; Inno Setup script of the WhistClub installer for Windows (Inno Setup 6.3 or later).
;
; First build the one-folder bundle on Windows (installer\README.md):
;   .venv\Scripts\pyinstaller --noconfirm installer\whistclub.spec
; then, from the repository root:
;   iscc /DAppVersion=0.1.0 installer\whistclub.iss
; which writes dist\installer\WhistClub-0.1.0-setup.exe.
;
; The installer copies dist\whistclub\ into Program Files (or, if the user picks "only for
; me", into their own programs folder), adds a Start-menu shortcut, an optional desktop
; shortcut and an uninstaller. Uninstalling removes the program only: the club database lives
; in the user's data folder (%LOCALAPPDATA%\WhistClub) and is kept, as a club's records must
; not vanish with the program.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\dist\whistclub"
#endif
#define AppName "WhistClub"
#define AppExe "whistclub.exe"

[Setup]
; The AppId identifies this program to Windows across versions: never change it, or an
; upgrade installs beside the old version instead of replacing it.
AppId={{862606C6-85AF-49A2-ADEB-036501911EEA}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=WhistClub contributors
AppComments=Scores, whist drives, printables and a club database for whist clubs
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Club secretaries often have no administrator rights: let them install for themselves.
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile=..\resources\icons\whistclub.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\dist\installer
OutputBaseFilename={#AppName}-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder bundle: whistclub.exe (the window), whistclub-cli.exe (the commands)
; and _internal\ (Python, Qt, resources\ and db\).
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; IconFilename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
