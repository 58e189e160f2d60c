from gm_tool.cli.app import main

main()
